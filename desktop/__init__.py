"""The Bouquet desktop app (PySide6). It holds no rule: legality, scores and hints come from the engine."""
