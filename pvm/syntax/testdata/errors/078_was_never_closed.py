f(
