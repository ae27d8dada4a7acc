import Foundation

// The command line: parse, call the library, map errors to exit codes (SPEC §2).
exit(TypeScaleCommand.run(Array(CommandLine.arguments.dropFirst())))
