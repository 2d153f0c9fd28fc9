"""One module per game, `tests/refusals/<game>.py`, naming a situation for every refusal code it has.

Each module defines
- `CASES`: refusal code -> a function of no arguments that must raise `IllegalMove` with exactly that
  code (for example `lambda: finished().apply(some_move)`), one for every key of the game's
  `SPEC.refusals` and every common code of `engine.Refusal`;
- `UNUSED_COMMON`: common codes the game can never raise, each with the reason why (usually empty).

`tests/test_refusals.py` runs them all and fails when a code has no case or a case no code.
"""
