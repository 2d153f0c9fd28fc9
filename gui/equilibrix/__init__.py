"""The EQUILIBRIX Combact board: `view.py` the scene, `table.py` the ring, boxes and bases around the board,
`keys.py` keyboard play, `motion.py` the flight of a placed piece, `items.py` its graphics items, `panel.py`
the side panel."""
