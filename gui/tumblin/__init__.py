"""The Tumblin-Dice board view: `view.Scene` (the board and the flick), `viewpoint` (the scene's camera: in
perspective from the thrower's end, the default, or from above; the setting "camera"), `camera` (the two
cameras' projections), `perspective` (the board, the pegs and the dice drawn in perspective), `items` (the
view from above, and what both views share: score tags, the aim arrow), `flick` and `keys` (the mouse's and
the keyboard's flick), `words` (throws in words) and `panel` (the score sheet and the flick's controls)."""
