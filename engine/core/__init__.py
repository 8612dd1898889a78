"""What every Bouquet game stands on: protocol, actions, randomness, sessions, saves, AI."""
