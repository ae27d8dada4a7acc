import TypeScale
print("typescale \(typeScaleVersion)")
