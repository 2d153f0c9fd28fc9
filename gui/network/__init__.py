"""Network games in the window: hosting a room and joining one (`netplay/` does the work; this adapts it to Qt).

`bridge.py` runs a netplay room in its own thread and turns what it tells into Qt signals; `session.py` is the
game session of a network game (moves go to the room, positions come from it); `dialogs.py` hosts and joins;
`room_dock.py` shows the room (invite code, seats, chat); `control.py` ties them to the window.
"""
