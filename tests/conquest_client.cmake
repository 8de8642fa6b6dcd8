# Conquest's client screens (round 8 on)
