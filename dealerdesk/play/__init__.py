"""Play mode without Qt: a table session against computer players, one step at a time.

:class:`~dealerdesk.play.session.PlaySession` deals the hands, asks the computer players for their moves, turns
the hands face up, settles and buys busted players in again, and tells its listeners what happened as
:mod:`~dealerdesk.play.events` (each with its line for the hand history). It never waits and never sleeps: the
window's controller (``dealerdesk.ui.play_mode.controller``) decides when each step happens and on which thread
the slow parts (a computer player's decision, the all-in equity) are worked out.
"""
