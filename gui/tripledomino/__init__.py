"""Triple Domino view: the table, the rack and the score sheet."""
