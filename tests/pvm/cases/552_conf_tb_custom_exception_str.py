# The last line of a traceback uses the exception's __str__.
class ValidationError(Exception):
    def __init__(self, field, problems):
        self.field = field
        self.problems = problems
        super().__init__(field, problems)
    def __str__(self):
        return f'{self.field}: ' + '; '.join(self.problems)
def validate(record):
    problems = []
    if not record.get('name'):
        problems.append('name is required')
    age = record.get('age')
    if not isinstance(age, int):
        problems.append(f'age must be int, got {type(age).__name__}')
    elif age < 0:
        problems.append('age must be >= 0')
    if problems:
        raise ValidationError('record', problems)
    return True
print(validate({'name': 'ann', 'age': 3}))
for rec in [{'name': '', 'age': 1}, {'name': 'x', 'age': -1}, {'age': 'old'}]:
    try:
        validate(rec)
    except ValidationError as e:
        print('invalid', e, '|', e.args[0], len(e.problems), repr(e)[:16])
validate({'name': None, 'age': 2.5})
