{k: v for k a., v in items if k}
