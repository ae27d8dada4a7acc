/// typescale's library version, printed by `typescale --version`.
public let typeScaleVersion = "0.1.0"
