"""Triple Domino view: the table, the rack and the score sheet."""

#: The solitaire's personal best, by its name in `gui.settings.Settings.best_score`.
BEST_SCORE = "tripledomino/solitaire"
#: Settings keys of earlier versions -> the best they now live under (moved over once at start: gui.games).
RENAMED_BESTS = {"tripledomino/solitaire_best": BEST_SCORE}
