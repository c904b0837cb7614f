"""The answer patterns of the showdown order: all face up (an all-in), the last aggressor first (when that is not
the first active seat left of the button), or the first active seat left of the button: the three things a
trainee could answer without reading the hand."""

ALL_FACE_UP = "all face up"
LAST_AGGRESSOR = "last aggressor first"
FIRST_LEFT = "first active seat left of the button"
