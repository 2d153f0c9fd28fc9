"""Abalone's board view (issue 3)."""
