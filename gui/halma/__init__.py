"""The Halma and Chinese checkers board view: `view.Scene` (draws a state, turns clicks into moves),
`keys` (the same play with the keyboard cursor), `items` (the pegs, marks and the drawing of both boards
in the theme's colours) and `panel` (the winning rule, sides and places)."""
