"""The shell's dialogs: new game, settings, rules reader, end of game."""
