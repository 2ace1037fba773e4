/// Every row of `Spec/BadInputs.md`, in table order.
enum BadInputCatalogue {
  static let all: [BadInput] =
    usage + inspect + type + text + thumbnail + icons + validate + pack + unpack + listAndNew
    + packageInputs + zippedDocuments + desktopAndBatches
    + conflicts + coreData + documents
}
