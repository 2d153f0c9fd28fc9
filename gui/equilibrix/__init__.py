"""The EQUILIBRIX Combact board view."""
