# Play online: the game server's clients and the client's online screens
