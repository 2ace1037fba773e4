import Foundation

/// Lookup tables between 8-bit sRGB and linear light (both on a 0...255 scale).
enum SRGBTables {
  /// sRGB byte → linear intensity × 255.
  static let toLinear: [Float] = (0..<256).map { byte in
    let v = Double(byte) / 255
    let linear = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    return Float(linear * 255)
  }

  /// Entries in ``fromLinear``.
  static let linearSteps = 4096

  /// Linear intensity (index / (steps - 1)) → sRGB byte value as Float, rounded.
  static let fromLinear: [Float] = (0..<linearSteps).map { index in
    let v = Double(index) / Double(linearSteps - 1)
    let encoded = v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    return Float((encoded * 255).rounded())
  }
}
