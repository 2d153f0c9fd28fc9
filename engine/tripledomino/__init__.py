"""Triple Domino (issue 6), being built: the tile set and the grid exist; the rules and `SPEC` follow."""
