# raytrace: a small Whitted-style ray tracer: a Vector class with operator
# overloading, spheres and a checkered plane, point lights with shadows,
# Lambert + Phong shading and recursive reflections, rendering a WxH image
# whose pixels are folded into a checksum.
# Stresses: float arithmetic, object allocation, dunder-method dispatch,
# math.sqrt, isinstance, recursion.

import math

WIDTH = 208  # scale: image width (height is 3/4 of it)
HEIGHT = WIDTH * 3 // 4
MAX_DEPTH = 3
EPSILON = 1e-5


class Vector:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vector(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vector(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k, self.z * k)

    def __neg__(self):
        return Vector(-self.x, -self.y, -self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def cross(self, o):
        return Vector(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z, self.x * o.y - self.y * o.x)

    def length(self):
        return math.sqrt(self.dot(self))

    def normalized(self):
        n = self.length()
        return Vector(self.x / n, self.y / n, self.z / n)

    def reflect(self, normal):
        return self - normal * (2.0 * self.dot(normal))


class Color:
    def __init__(self, r, g, b):
        self.r = r
        self.g = g
        self.b = b

    def __add__(self, o):
        return Color(self.r + o.r, self.g + o.g, self.b + o.b)

    def __mul__(self, o):
        if isinstance(o, Color):
            return Color(self.r * o.r, self.g * o.g, self.b * o.b)
        return Color(self.r * o, self.g * o, self.b * o)

    def to_bytes(self):
        return tuple(max(0, min(255, int(c * 255.0 + 0.5))) for c in (self.r, self.g, self.b))


BLACK = Color(0.0, 0.0, 0.0)
WHITE = Color(1.0, 1.0, 1.0)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction

    def at(self, t):
        return self.origin + self.direction * t


class Material:
    def __init__(self, color, diffuse=0.7, specular=0.3, shininess=20, reflect=0.0):
        self.color = color
        self.diffuse = diffuse
        self.specular = specular
        self.shininess = shininess
        self.reflect = reflect

    def color_at(self, point):
        return self.color


class Checker(Material):
    def color_at(self, point):
        if (math.floor(point.x) + math.floor(point.z)) % 2 == 0:
            return self.color
        return Color(0.1, 0.1, 0.1)


class Sphere:
    def __init__(self, center, radius, material):
        self.center = center
        self.radius = radius
        self.material = material

    def intersect(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0.0:
            return None
        s = math.sqrt(disc)
        t = -b - s
        if t > EPSILON:
            return t
        t = -b + s
        if t > EPSILON:
            return t
        return None

    def normal(self, point):
        return (point - self.center).normalized()


class Plane:
    def __init__(self, point, normal, material):
        self.point = point
        self.n = normal.normalized()
        self.material = material

    def intersect(self, ray):
        denom = self.n.dot(ray.direction)
        if abs(denom) < 1e-9:
            return None
        t = (self.point - ray.origin).dot(self.n) / denom
        return t if t > EPSILON else None

    def normal(self, point):
        return self.n


class Light:
    def __init__(self, position, color):
        self.position = position
        self.color = color


class Scene:
    def __init__(self):
        self.objects = [
            Sphere(Vector(0.0, 1.0, 5.0), 1.0, Material(Color(0.9, 0.2, 0.2), reflect=0.3)),
            Sphere(Vector(-2.2, 0.7, 6.0), 0.7, Material(Color(0.2, 0.9, 0.3), shininess=50)),
            Sphere(Vector(2.0, 1.5, 7.0), 1.5, Material(Color(0.3, 0.4, 0.95), reflect=0.5)),
            Sphere(Vector(0.8, 0.3, 3.4), 0.3, Material(Color(0.95, 0.95, 0.2), specular=0.8)),
            Plane(Vector(0.0, 0.0, 0.0), Vector(0.0, 1.0, 0.0), Checker(Color(0.9, 0.9, 0.9), reflect=0.2)),
        ]
        self.lights = [
            Light(Vector(-5.0, 8.0, -2.0), Color(0.8, 0.8, 0.8)),
            Light(Vector(6.0, 5.0, 1.0), Color(0.4, 0.35, 0.3)),
        ]
        self.ambient = Color(0.08, 0.08, 0.1)

    def nearest(self, ray):
        best_t = None
        best = None
        for obj in self.objects:
            t = obj.intersect(ray)
            if t is not None and (best_t is None or t < best_t):
                best_t = t
                best = obj
        return best, best_t

    def shadowed(self, point, light_dir, light_dist):
        ray = Ray(point, light_dir)
        for obj in self.objects:
            t = obj.intersect(ray)
            if t is not None and t < light_dist:
                return True
        return False

    def trace(self, ray, depth):
        obj, t = self.nearest(ray)
        if obj is None:
            k = 0.5 * (ray.direction.y + 1.0)
            return Color(0.6, 0.7, 0.9) * k + WHITE * (0.3 * (1.0 - k))
        point = ray.at(t)
        normal = obj.normal(point)
        mat = obj.material
        base = mat.color_at(point)
        color = base * self.ambient
        for light in self.lights:
            to_light = light.position - point
            dist = to_light.length()
            ldir = to_light * (1.0 / dist)
            if self.shadowed(point, ldir, dist):
                continue
            lambert = normal.dot(ldir)
            if lambert > 0.0:
                color = color + base * light.color * (lambert * mat.diffuse)
                refl = (-ldir).reflect(normal)
                spec = -refl.dot(ray.direction)
                if spec > 0.0:
                    p = 1.0
                    for _ in range(mat.shininess):
                        p *= spec
                    color = color + light.color * (p * mat.specular)
        if mat.reflect > 0.0 and depth < MAX_DEPTH:
            rdir = ray.direction.reflect(normal)
            color = color + self.trace(Ray(point, rdir), depth + 1) * mat.reflect
        return color


def render(scene, width, height):
    eye = Vector(0.0, 1.6, -1.0)
    look = Vector(0.0, 1.0, 5.0)
    forward = (look - eye).normalized()
    right = Vector(0.0, 1.0, 0.0).cross(forward).normalized()
    up = forward.cross(right)
    half_w = 0.6
    half_h = half_w * height / width
    pixels = []
    for j in range(height):
        y = half_h - 2.0 * half_h * (j + 0.5) / height
        for i in range(width):
            x = -half_w + 2.0 * half_w * (i + 0.5) / width
            d = (forward + right * x + up * y).normalized()
            pixels.append(scene.trace(Ray(eye, d), 0).to_bytes())
    return pixels


def main():
    pixels = render(Scene(), WIDTH, HEIGHT)
    checksum = 0
    for r, g, b in pixels:
        checksum = (checksum * 257 + r * 65536 + g * 256 + b) % 2147483647
    avg = [sum(p[c] for p in pixels) // len(pixels) for c in range(3)]
    print("image %dx%d checksum %d" % (WIDTH, HEIGHT, checksum))
    print("average rgb", avg)
    print("corner", pixels[0], "center", pixels[len(pixels) // 2 + WIDTH // 2])


main()
