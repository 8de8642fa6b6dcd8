# Escarmouche scenarios: the computer's objective play and their balance
