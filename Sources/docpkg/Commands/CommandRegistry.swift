/// Every subcommand, in the order `docpkg --help` lists them. Add a new command here.
let registeredCommands: [any ParsableCommand.Type] = [
  InspectCommand.self,
  TypeCommand.self,
  TextCommand.self,
  ThumbnailCommand.self,
  ValidateCommand.self,
  PackCommand.self,
  UnpackCommand.self,
  ListCommand.self,
  ConflictsCommand.self,
  ResolveCommand.self,
  RenameCommand.self,
  MoveCommand.self,
  DeleteCommand.self,
  NewCommand.self,
  DesktopCommand.self,
  CodecsCommand.self,
]
