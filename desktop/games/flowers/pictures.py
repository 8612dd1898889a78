"""The Flowers rules page's pictures: each different card face once, drawn as on the table.

Flowers has cards only (a garden is a grid of cards, with no tiles or boards); many cards share
a face (ten plain red 4s), and the page says how many there are of each."""

from __future__ import annotations

from desktop.games import RulesPicture
from desktop.games.flowers.items import CARD_H, CARD_W, FlowerCardItem, card_title
from engine.games.flowers.components import CARDS


def rules_pictures(gallery: str) -> list[RulesPicture]:
    """``cards``: the first card of each face, in the deck's order (colour by colour, then the
    purple starting card)."""
    if gallery != "cards":
        return []
    first_of_face = {(card.colour, card.value, card.butterfly): card.id for card in reversed(CARDS)}
    pictures = []
    for card_id in sorted(first_of_face.values()):
        # the table's own card item paints the face, as it does for the card preview
        paint = FlowerCardItem(card_id).paint_preview
        pictures.append(RulesPicture(card_title(card_id), paint, CARD_H / CARD_W))
    return pictures
