# Escarmouche's client: the battle, lessons and scenarios screens (round 8 on)

# hEsc8 (play-test 6): one threat computation, clicks during an animation, Auto-deploy
# across Continue, a concession kept as the replay's end, the small fixes.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc8.c)
    sk_add_test(test_client_hesc8 test_client_hesc8.c client_esc_util.c client_test_util.c)
    target_link_libraries(test_client_hesc8 PRIVATE skirmish_client_trts)
    set_property(TEST test_client_hesc8 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
