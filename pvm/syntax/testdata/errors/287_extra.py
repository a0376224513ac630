case {
  v
