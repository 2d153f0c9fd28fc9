"""Balance DUELS on screen: `view.py` (the scene), `items.py` (its graphics items), `keys.py` (keyboard play,
mixed into the scene), `panel.py` (the side panel)."""
