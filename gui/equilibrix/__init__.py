"""The EQUILIBRIX Combact board: `view.py` the scene, `items.py` its graphics items, `panel.py` the side panel."""
