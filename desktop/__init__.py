"""The Bouquet desktop app (PySide6). It holds no rule: legality and scores come from the engine."""
