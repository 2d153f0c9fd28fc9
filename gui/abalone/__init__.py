"""Abalone's board view (`view.Scene`) and its clock panel."""
