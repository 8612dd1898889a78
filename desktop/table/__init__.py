"""Shared table machinery: the zoomable view, card and highlight items, animations, palettes,
text measured to fit its box (``desktop.table.text``)."""

from desktop.table.animation import animation_speed, set_animation_speed
from desktop.table.items import CardItem, HighlightItem, LabelItem, PanelItem
from desktop.table.palette import TablePalette, table_palette
from desktop.table.view import TableView

__all__ = [
    "CardItem",
    "HighlightItem",
    "LabelItem",
    "PanelItem",
    "TablePalette",
    "TableView",
    "animation_speed",
    "set_animation_speed",
    "table_palette",
]
