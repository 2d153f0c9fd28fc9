"""Network play: rooms where friends at their own computers play one game, the host's engine as referee.

Pure Python without Qt (`gui/` adapts it with signals); `engine/` knows nothing of it. See `netplay/README.md`
for the protocol and what a hostile broker or player can and cannot do.
"""
