"""The application version written into save files."""

APP_VERSION = "0.1.0"
