"""The Tumblin-Dice board view."""
