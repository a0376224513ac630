café = 1
naïve = café + 2
π = 3.14159
日本 = "japan"
Ωmega = π * 2
def функция(параметр):
    return параметр
class Κλάση:
    ατρ = 1
x_ü = 1
_ñ = 2
s = "héllo wörld"
t = 'emoji 🎉 test'
print(café, naïve, π, 日本)
