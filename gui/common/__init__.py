"""Scene pieces shared by every game's view."""
