# nbody: float arithmetic on a 5-body planetary system (Jovian planets + Sun),
# symplectic-Euler integration as in the Computer Language Benchmarks Game.
# Stresses: float mul/add/sub, math.sqrt, list indexing, tight loops.

import math

STEPS = 180000  # scale: integration steps

PI = 3.14159265358979323
SOLAR_MASS = 4 * PI * PI
DAYS_PER_YEAR = 365.24


def make_bodies():
    # [x, y, z, vx, vy, vz, mass]
    sun = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS]
    jupiter = [
        4.84143144246472090e+00,
        -1.16032004402742839e+00,
        -1.03622044471123109e-01,
        1.66007664274403694e-03 * DAYS_PER_YEAR,
        7.69901118419740425e-03 * DAYS_PER_YEAR,
        -6.90460016972063023e-05 * DAYS_PER_YEAR,
        9.54791938424326609e-04 * SOLAR_MASS,
    ]
    saturn = [
        8.34336671824457987e+00,
        4.12479856412430479e+00,
        -4.03523417114321381e-01,
        -2.76742510726862411e-03 * DAYS_PER_YEAR,
        4.99852801234917238e-03 * DAYS_PER_YEAR,
        2.30417297573763929e-05 * DAYS_PER_YEAR,
        2.85885980666130812e-04 * SOLAR_MASS,
    ]
    uranus = [
        1.28943695621391310e+01,
        -1.51111514016986312e+01,
        -2.23307578892655734e-01,
        2.96460137564761618e-03 * DAYS_PER_YEAR,
        2.37847173959480950e-03 * DAYS_PER_YEAR,
        -2.96589568540237556e-05 * DAYS_PER_YEAR,
        4.36624404335156298e-05 * SOLAR_MASS,
    ]
    neptune = [
        1.53796971148509165e+01,
        -2.59193146099879641e+01,
        1.79258772950371181e-01,
        2.68067772490389322e-03 * DAYS_PER_YEAR,
        1.62824170038242295e-03 * DAYS_PER_YEAR,
        -9.51592254519715870e-05 * DAYS_PER_YEAR,
        5.15138902046611451e-05 * SOLAR_MASS,
    ]
    return [sun, jupiter, saturn, uranus, neptune]


def make_pairs(bodies):
    pairs = []
    n = len(bodies)
    for i in range(n - 1):
        for j in range(i + 1, n):
            pairs.append((bodies[i], bodies[j]))
    return pairs


def offset_momentum(bodies):
    px = py = pz = 0.0
    for b in bodies:
        m = b[6]
        px -= b[3] * m
        py -= b[4] * m
        pz -= b[5] * m
    sun = bodies[0]
    sun[3] = px / SOLAR_MASS
    sun[4] = py / SOLAR_MASS
    sun[5] = pz / SOLAR_MASS


def energy(bodies, pairs):
    e = 0.0
    for b1, b2 in pairs:
        dx = b1[0] - b2[0]
        dy = b1[1] - b2[1]
        dz = b1[2] - b2[2]
        e -= (b1[6] * b2[6]) / math.sqrt(dx * dx + dy * dy + dz * dz)
    for b in bodies:
        e += 0.5 * b[6] * (b[3] * b[3] + b[4] * b[4] + b[5] * b[5])
    return e


def advance(bodies, pairs, dt, steps):
    for _ in range(steps):
        for b1, b2 in pairs:
            dx = b1[0] - b2[0]
            dy = b1[1] - b2[1]
            dz = b1[2] - b2[2]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * math.sqrt(d2))
            m1 = b1[6] * mag
            m2 = b2[6] * mag
            b1[3] -= dx * m2
            b1[4] -= dy * m2
            b1[5] -= dz * m2
            b2[3] += dx * m1
            b2[4] += dy * m1
            b2[5] += dz * m1
        for b in bodies:
            b[0] += dt * b[3]
            b[1] += dt * b[4]
            b[2] += dt * b[5]


def main():
    bodies = make_bodies()
    pairs = make_pairs(bodies)
    offset_momentum(bodies)
    print("energy before: %.9f" % energy(bodies, pairs))
    advance(bodies, pairs, 0.01, STEPS)
    print("energy after:  %.9f" % energy(bodies, pairs))
    x = 0.0
    for b in bodies:
        x += b[0] + b[1] + b[2]
    print("position sum:  %.9f" % x)


main()
