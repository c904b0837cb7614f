"""The trainer's floor that every question kind stands on: the question and its stored answer, answer reading, the
words the kinds share and the mistakes more than one kind names. Nothing here imports a kind or the catalogue."""
