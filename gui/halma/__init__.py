"""The Halma and Chinese checkers board view: `view.Scene` (draws a state, turns clicks into moves),
`items` (the pegs, marks and the drawing of both boards) and `panel` (the winning rule, sides and places)."""
