"""The test suite's limits on waiting. A limit only tells a hang from slow work: on a machine busy with other work
(a second test run, a build, CI's neighbours) the same few seconds can take ten times as long, and a limit near the
usual time fails tests whose behaviour is right. How fast things are is measured in tests/benchmarks/, against
peers in the same run, never asserted here."""

HANG_SECONDS = 300
"""How long a test waits for a subprocess, or for work that must end, before calling it a hang."""
HANG_MS = 120_000
"""How long a widget test waits for something the event loop must bring about (pytest-qt's own default is 5 s)."""
CPU_SECONDS_PER_KB = 0.05
"""The CPU time a file may cost per KB it holds when a test checks that the cost grows with the file, not faster
(CPU time, ``time.process_time``: what this process spent, not how long others kept the machine busy)."""
