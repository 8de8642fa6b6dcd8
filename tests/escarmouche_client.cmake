# Escarmouche's client: the battle, lessons and scenarios screens (round 8 on)
