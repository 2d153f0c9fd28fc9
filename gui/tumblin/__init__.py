"""The Tumblin-Dice board view: `view.Scene` (the board and the flick), `items` (its graphics items) and
`panel` (the score sheet and the flick's controls)."""
