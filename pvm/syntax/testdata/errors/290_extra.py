x = a is not not b
