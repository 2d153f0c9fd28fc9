"""Triple Domino (issue 6), being built: tiles, grid and placement exist; the game rules and `SPEC` follow."""
