import TypeScale
print("typescale-bench")
