#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation
  import RichText

  extension DocumentMetadata {
    /// The `\info` fields as AppKit document attributes.
    var documentAttributes: [NSAttributedString.DocumentAttributeKey: Any] {
      var result: [NSAttributedString.DocumentAttributeKey: Any] = [:]
      if let title { result[.title] = title }
      if let author { result[.author] = author }
      if let subject { result[.subject] = subject }
      if let keywords {
        result[.keywords] = keywords.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
      }
      if let comment { result[.comment] = comment }
      if let company { result[.company] = company }
      if let date = creationDate?.date { result[.creationTime] = date }
      if let date = modificationDate?.date { result[.modificationTime] = date }
      return result
    }

    /// The `\info` fields from AppKit document attributes.
    init(_ attributes: [NSAttributedString.DocumentAttributeKey: Any]) {
      self.init()
      title = attributes[.title] as? String
      author = attributes[.author] as? String
      subject = attributes[.subject] as? String
      if let list = attributes[.keywords] as? [String] {
        keywords = list.joined(separator: ", ")
      } else if let text = attributes[.keywords] as? String {
        keywords = text
      }
      comment = attributes[.comment] as? String
      company = attributes[.company] as? String
      creationDate = (attributes[.creationTime] as? Date).map(RTFDate.init)
      modificationDate = (attributes[.modificationTime] as? Date).map(RTFDate.init)
    }
  }

  extension RTFDate {
    /// RTF dates are local times: read and written in the current time zone, as on macOS.
    static var calendar: Calendar {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = .current
      return calendar
    }

    /// The moment, in the current time zone; `nil` for impossible fields.
    var date: Date? {
      Self.calendar.date(
        from: DateComponents(
          year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    }

    /// The local time of `date` in the current time zone, to the second.
    init(_ date: Date) {
      let parts = Self.calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
      self.init(
        year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1,
        hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
    }
  }
#endif
