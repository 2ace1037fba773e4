extension RTFSerializer {
  mutating func writeRuns(_ runs: [TextRun]) {
    var index = 0
    while index < runs.count {
      let run = runs[index]
      if let link = run.attributes.link, run.attachment == nil {
        // Formatting before the field, so the result inherits it and the state after the
        // field's group is known.
        writeFormatting(run.attributes)
        let savedState = current
        let savedSkip = unicodeSkipZero
        write("{\\field{\\*\\fldinst{HYPERLINK \"")
        writeEscaped(Self.fieldQuoted(link))
        write("\"}}{\\fldrslt ")
        // A `\uc0` written in the instruction ended with its group.
        unicodeSkipZero = savedSkip
        while index < runs.count, runs[index].attributes.link == link,
          runs[index].attachment == nil
        {
          writeRun(runs[index])
          index += 1
        }
        write("}}")
        current = savedState
        unicodeSkipZero = savedSkip
        continue
      }
      if run.attributes.baseline != .normal {
        // A group instead of `\nosupersub`, which pandoc does not know.
        let savedState = current
        let savedSkip = unicodeSkipZero
        write("{")
        writeRun(run)
        write("}")
        current = savedState
        unicodeSkipZero = savedSkip
      } else {
        writeRun(run)
      }
      index += 1
    }
  }

  private mutating func writeRun(_ run: TextRun) {
    writeFormatting(run.attributes)
    if let attachment = run.attachment {
      let savedSkip = unicodeSkipZero
      write("{{\\NeXTGraphic ")
      writeEscaped(attachment.fileName)
      unicodeSkipZero = savedSkip
      if let width = attachment.width { write(" \\width\(Int((width * 20).rounded()))") }
      if let height = attachment.height { write(" \\height\(Int((height * 20).rounded()))") }
      write(" \\appleattachmentpadding0 \\appleembedtype0 \\appleaqc\n}")
      output.append(0xAC)
      write("}")
      return
    }
    writeEscaped(run.text)
  }

  /// Writes the control words that change the current formatting to `attributes`.
  mutating func writeFormatting(_ attributes: TextAttributes) {
    var target = current
    target.fontIndex = fontIndices[attributes.fontName ?? ""] ?? 0
    target.fontSize = attributes.fontSize
    target.isBold = attributes.isBold
    target.isItalic = attributes.isItalic
    target.isUnderlined = attributes.isUnderlined
    target.isStrikethrough = attributes.isStrikethrough
    target.foregroundIndex = attributes.foregroundColor.flatMap { colorIndices[$0] } ?? 0
    target.backgroundIndex = attributes.backgroundColor.flatMap { colorIndices[$0] } ?? 0
    target.baseline = attributes.baseline
    let first = current.fontIndex == nil
    guard target != current || first else { return }
    var words = ""
    if target.fontIndex != current.fontIndex, let font = target.fontIndex {
      words += "\\f\(font)"
    }
    if target.fontSize != current.fontSize || first {
      let halfPoints = (target.fontSize * 2).rounded()
      words += "\\fs\(Int(halfPoints))"
      if halfPoints != target.fontSize * 2 {
        words += "\\fsmilli\(Int((target.fontSize * 1000).rounded()))"
      }
    }
    if target.isBold != current.isBold { words += target.isBold ? "\\b" : "\\b0" }
    if target.isItalic != current.isItalic { words += target.isItalic ? "\\i" : "\\i0" }
    if target.isUnderlined != current.isUnderlined {
      words += target.isUnderlined ? "\\ul" : "\\ulnone"
    }
    if target.isStrikethrough != current.isStrikethrough {
      words += target.isStrikethrough ? "\\strike" : "\\strike0"
    }
    // Cocoa separates the colour words with a space, which ends the previous word.
    if target.foregroundIndex != current.foregroundIndex || first {
      words += (words.isEmpty ? "" : " ") + "\\cf\(target.foregroundIndex)"
    }
    if target.backgroundIndex != current.backgroundIndex {
      words += (words.isEmpty ? "" : " ") + "\\cb\(target.backgroundIndex)"
    }
    if target.baseline != current.baseline {
      switch target.baseline {
      case .normal: words += "\\nosupersub"
      case .superscript: words += "\\super"
      case .subscript: words += "\\sub"
      }
    }
    write(words + " ")
    current = target
  }

  /// Text as RTF: ASCII as is, `\`, `{`, `}` escaped, tabs and line separators as control
  /// words, everything else `\uc0\uN `.
  mutating func writeEscaped(_ text: String) {
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x5C: write("\\\\")
      case 0x7B: write("\\{")
      case 0x7D: write("\\}")
      case 0x09: write("\\tab ")
      case 0x0A, 0x0D, 0x2028: write("\\line ")
      case 0x20..<0x7F: output.append(UInt8(scalar.value))
      case 0..<0x20: break
      default:
        if !unicodeSkipZero {
          write("\\uc0")
          unicodeSkipZero = true
        }
        for unit in String(scalar).utf16 {
          write("\\u\(unit) ")
        }
      }
    }
  }

  /// A link as a quoted field argument: backslashes doubled, quotes percent-encoded.
  static func fieldQuoted(_ link: String) -> String {
    var output = ""
    for character in link {
      switch character {
      case "\\": output += "\\\\"
      case "\"": output += "%22"
      default: output.append(character)
      }
    }
    return output
  }
}
