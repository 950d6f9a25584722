/// Material Icons ligatures that are the outline of an icon the font also
/// has filled, and that filled icon: `name.fill` with no entry of its own is
/// drawn with its base's filled form (`star` is `star_border`, so a
/// `star.fill` would be `star`). One pair a line, `outline filled`; both are
/// checked against the installed font by the web display's SymbolCatalogTests.
public let symbolFilledForms = """
add_circle_outline add_circle
bookmark_border bookmark
chat_bubble_outline chat_bubble
check_box_outline_blank square
check_circle_outline check_circle
cloud_queue cloud
delete_outline delete
error_outline error
favorite_border favorite
folder_open folder
help_outline help
info_outline info
lightbulb_outline lightbulb
lock_outline lock
mail_outline mail
mic_none mic
notifications_none notifications
outlined_flag flag
pause_circle_outline pause_circle
people_outline people
person_outline person
pie_chart_outline pie_chart
play_circle_outline play_circle
radio_button_unchecked circle
remove_circle_outline remove_circle
star_border star
star_outline star
thumb_down_off_alt thumb_down
thumb_up_off_alt thumb_up
work_outline work
"""
