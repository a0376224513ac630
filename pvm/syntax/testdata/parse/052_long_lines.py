result = some_function(argument_one, argument_two, argument_three, argument_four, argument_five, argument_six)
x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]
s = "a very long string literal that goes on and on and on and on and on and on and on and on and on"
